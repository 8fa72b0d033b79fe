import type { Response } from '@playwright/test';
import type { MinigameEvent } from '@betkit/api';
import { parseSeoulStamp } from '@betkit/domain';
import { expect, test } from './fixtures';
import { closeSlip, floorOdds, movePrices, openAsMember, openSlip } from './helpers';

/** A refresh of the mini-game board whose round still takes bets for the next 30 s (time to pick and move a price). */
async function roundWithTime(response: Response): Promise<boolean> {
  if (!response.url().includes('/minigame/events') || !response.ok()) return false;
  const [round] = (await response.json()) as MinigameEvent[];
  return round !== undefined && (parseSeoulStamp(round.closeAt) ?? 0) - Date.now() > 30_000;
}

test.describe('third-party games', () => {
  test('a member launches a casino game in a new window, without an opener', async ({ page }) => {
    await openAsMember(page, '/casino');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Evolution 게임 실행' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(/demo-game\.html/);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(popup.locator('body')).not.toBeEmpty();
  });

});

test.describe('the game boards feed the slip', () => {
  test("a mini-game pick on the slip takes the round's new price when the board refreshes", async ({ page }) => {
    // Listening before the page opens, so its first read counts; when the open round closes within 30 s, the next
    // round comes with the first refresh after that close, so the wait allows the 30 s and a refresh beside them.
    const roundAnswer = page.waitForResponse(roundWithTime, { timeout: 60_000 });
    await openAsMember(page, '/minigame/donghang');
    const [round] = (await (await roundAnswer).json()) as MinigameEvent[];
    const market = round!.markets[0]!;
    const bet = market.bets[0]!;
    const button = page.getByRole('group', { name: market.marketNameKorean }).getByRole('button').first();
    await expect(button).toContainText(bet.betPrice.toFixed(2));
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const slip = await openSlip(page);
    await expect(slip.getByRole('list', { name: '선택한 베팅' })).toContainText(bet.betPrice.toFixed(2));
    // The demo backend moves this price (+0.10, new version); the board's next 5-second read brings it to the slip.
    await movePrices(page, [bet.id]);
    const moved = floorOdds(bet.betPrice + 0.1).toFixed(2);
    // The pick shows the change as the sports boards' picks do: the old price, then the new one.
    await expect(slip.getByRole('list', { name: '선택한 베팅' })).toContainText(`이전 배당 ${bet.betPrice.toFixed(2)}변경 배당 ${moved}`);
    // On the phone the slip is a modal over the board: close it to see the board's button.
    await closeSlip(page);
    await expect(button).toContainText(moved);
  });
});
