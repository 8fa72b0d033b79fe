import { Link } from 'react-router-dom';
import * as styles from './HomePage.css';
import { notFoundLabels } from './labels';

/** Unknown paths: the status and a way back to the top page (spec: error page links to /). */
export function NotFoundPage() {
  return (
    <section className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.cardTitle}>
        {notFoundLabels.title}
      </h1>
      <p className={styles.status}>{notFoundLabels.message}</p>
      <Link to="/">{notFoundLabels.home}</Link>
    </section>
  );
}
