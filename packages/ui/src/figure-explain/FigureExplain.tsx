import { useId } from 'react';
import { Popover } from 'radix-ui';
import { mergeLabels } from '../labels';
import * as styles from './FigureExplain.css';
import { figureExplainLabels, type FigureExplainLabels } from './labels';

export interface FigureExplainProps {
  /** The figure's name ('루징 정산'): the button's and the panel's name. */
  figure: string;
  /** The inputs and formula in Korean, one line each: the domain's explanation of the figure (explain.ts). */
  lines: readonly string[];
  /** Overrides of the Korean labels. */
  labels?: FigureExplainLabels;
}

/**
 * "How was this computed": a button beside a settlement figure opening its inputs and formula (radix Popover). The
 * panel is not portalled, so it keeps the area's theme (the recommender's light theme).
 */
export function FigureExplain({ figure, lines, labels: overrides }: FigureExplainProps) {
  const labels = mergeLabels(figureExplainLabels, overrides);
  const titleId = useId();
  return (
    <Popover.Root>
      <Popover.Trigger className={styles.trigger} aria-label={labels.title(figure)}>
        <span aria-hidden="true" className={styles.mark}>
          ?
        </span>
        {labels.open}
      </Popover.Trigger>
      <Popover.Content className={styles.panel} side="bottom" align="start" sideOffset={6} collisionPadding={8} aria-labelledby={titleId}>
        <p id={titleId} className={styles.title}>
          {labels.title(figure)}
        </p>
        <ol className={styles.lines}>
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
        <Popover.Close className={styles.close}>{labels.close}</Popover.Close>
      </Popover.Content>
    </Popover.Root>
  );
}
