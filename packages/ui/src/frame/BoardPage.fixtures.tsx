// Story pieces shared by the board pages' stories (mini-game, virtual and sports boards).
import { expect, type within } from 'storybook/test';

/** The layout's slip column as a board story draws it: a labelled, empty stand-in. */
export const slipColumnStandIn = <aside aria-label="베팅카트" style={{ minHeight: 160, border: '1px dashed currentColor' }} />;

/** Desktop: the board named `title` is a region and the slip column stands to its right; returns the region. */
export async function expectSlipColumnBeside(canvas: ReturnType<typeof within>, title: string): Promise<HTMLElement> {
  const board = canvas.getByRole('region', { name: title });
  const slip = canvas.getByRole('complementary', { name: '베팅카트' });
  await expect(slip.getBoundingClientRect().left).toBeGreaterThan(board.getBoundingClientRect().right);
  return board;
}
