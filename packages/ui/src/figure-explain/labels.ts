// Korean labels of FigureExplain. The explanation's lines come from @betkit/domain (partners/explain.ts).
import type { Labels } from '../labels';

/** Every label of FigureExplain; pass a part of it as the `labels` prop to change some. */
export const figureExplainLabels = {
  // Not in spec: the disclosure's words.
  /** The button's visible text. */
  open: '계산 방법',
  /** The button's accessible name and the panel's title, naming the figure. */
  title: (figure: string) => `${figure} 계산 방법`,
  close: '닫기',
};

/** Overrides of FigureExplain's labels. */
export type FigureExplainLabels = Labels<typeof figureExplainLabels>;
