import { useQuery } from '@tanstack/react-query';
import { testimonialsQuery } from '../../api/home.ts';
import { imageUrl } from '../../contract/api-paths.ts';
import { ImageSizes } from '../../contract/constants.ts';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { QuoteIcon } from '../../components/icons/icons.tsx';
import { homeMessages as m } from './home-messages.ts';
import styles from './HomePage.module.css';

export function Testimonials() {
  const { data } = useQuery(testimonialsQuery());
  if (!data || data.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id="testimonials-title">{m.testimonialsTitle}</h2>
          <p>{m.testimonialsText}</p>
        </div>
        <ul className={styles.quoteGrid}>
          {data.map((item, i) => (
            <li key={`${item.Author}-${i}`}>
              <figure className={styles.quote}>
                <QuoteIcon className={styles.quoteMark} aria-hidden="true" />
                <blockquote>
                  <p dir="auto">{item.Testimonial}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <Avatar
                    src={item.Image ? imageUrl(item.Image, ImageSizes.testimonial) : null}
                    name={item.Author}
                    size={48}
                  />
                  <span>
                    <span className={styles.authorName} dir="auto">{item.Author}</span>
                    {item.Experience ? <span className={styles.authorRole} dir="auto">{item.Experience}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
