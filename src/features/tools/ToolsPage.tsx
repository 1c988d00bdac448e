import { Link } from '@tanstack/react-router';
import { ChevronRightIcon } from '../../components/icons/icons.tsx';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import { toolsMessages as m } from './tools-messages.ts';
import styles from './Tools.module.css';

const TOOLS = [
  { to: '/tools/area', ...m.area },
  { to: '/tools/loan', ...m.loan },
  { to: '/tools/construction', ...m.construction },
] as const;

/** /tools: the three calculators. */
export function ToolsPage() {
  usePageMeta({ title: m.title });
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1>{m.title}</h1>
        <p>{m.intro}</p>
      </div>
      <ul className={styles.cards}>
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className={styles.card}>
              <h2>
                {tool.name}
                <ChevronRightIcon aria-hidden="true" />
              </h2>
              <p>{tool.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{m.examplesNote}</p>
    </div>
  );
}
