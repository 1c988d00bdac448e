import { Toaster } from 'react-hot-toast';
import styles from './Toast.module.css';

/** Bottom, full width (spec section 9). Hovering pauses every timer; the progress bars pause with it. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-center"
      gutter={8}
      containerClassName={styles.container}
      containerStyle={{ top: 8, left: 8, right: 8, bottom: 8 }}
    />
  );
}
