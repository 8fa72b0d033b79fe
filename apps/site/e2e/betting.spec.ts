import { expect, test } from './fixtures';
import { closeSlip, floorOdds, movePrices, openAsMember, openSlip, pickHomeWins } from './helpers';

const won = (amount: number) => `₩${amount.toLocaleString('en-US')}`;

test.describe('placing bets', () => {
  test('a three-pick pre-match bet earns the 3-folder bonus, shows in history with its odds and winnings, and is cancelled', { tag: '@mobile' }, async ({ page }) => {
    // Page 2 of the board: games far enough from their start to be cancellable (until 5 minutes before).
    await openAsMember(page, '/europe?page=2');
    const prices = await pickHomeWins(page, 3);
    const slip = await openSlip(page);
    await expect(slip.getByText('3폴더 보너스', { exact: true })).toBeVisible();
    // Total odds: the product of the three prices and the 1.03 bonus, floored (betting-core section 4).
    const totalOdds = floorOdds(prices.reduce((product, price) => product * price, 1.03));
    // In whole hundredths, as the domain counts: 10,000 × 6.02 in doubles is 60,199.99…, the slip shows ₩60,200.
    const winnings = Math.floor((10_000 * Math.round(totalOdds * 100)) / 100);
    await slip.getByLabel('베팅금액').fill('10000');
    await expect(slip.getByText(totalOdds.toFixed(2), { exact: true })).toBeVisible();
    await expect(slip.getByText(won(winnings), { exact: true })).toBeVisible();
    await slip.getByRole('button', { name: '베팅하기' }).click();
    const confirm = page.getByRole('dialog', { name: '베팅 확인' });
    await expect(confirm).toContainText('베팅하시겠습니까?');
    await confirm.getByRole('button', { name: '확인' }).click();
    await expect(slip.getByText('베팅이 완료되었습니다.')).toBeVisible();
    await expect(slip.getByText('3폴더 보너스', { exact: true })).toHaveCount(0);
    await closeSlip(page);

    await page.goto('/bet_result/sports');
    const newest = page.getByRole('table').first();
    await expect(newest).toContainText(totalOdds.toFixed(2));
    await expect(newest).toContainText(won(winnings));
    await expect(newest).toContainText('3폴더 보너스');
    await newest.getByRole('button', { name: /취소$/ }).click();
    const cancelConfirm = page.getByRole('alertdialog');
    await expect(cancelConfirm).toContainText('해당 주문을 취소하시겠습니까? 취소한 내역은 되돌릴 수 없습니다.');
    await cancelConfirm.getByRole('button', { name: '확인' }).click();
    const answer = page.getByRole('alertdialog');
    await expect(answer).toBeVisible();
    await answer.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('table').first().getByRole('button', { name: /삭제$/ })).toBeVisible();
  });

  test('an odds change during placing opens the dialog, and accepting places the bet at the new odds', { tag: '@mobile' }, async ({ page }) => {
    await openAsMember(page, '/europe');
    const [price] = await pickHomeWins(page, 1);
    const slip = await openSlip(page);
    // Ask before accepting a change, then move every pre-match price on the demo backend.
    await slip.getByRole('radio', { name: '항상 묻기' }).click();
    await movePrices(page);
    await slip.getByLabel('베팅금액').fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await page.getByRole('dialog', { name: '베팅 확인' }).getByRole('button', { name: '확인' }).click();
    const change = page.getByRole('dialog', { name: '[배당변경]베팅을 수락하시겠습니까?' });
    await expect(change).toBeVisible();
    const newPrice = floorOdds(price! + 0.1);
    await expect(change).toContainText(newPrice.toFixed(2));
    await change.getByRole('button', { name: '수락' }).click();
    await expect(change).toHaveCount(0);
    await expect(slip.getByRole('status')).toBeVisible();
    await closeSlip(page);
    await page.goto('/bet_result/sports');
    await expect(page.getByRole('table').first()).toContainText(newPrice.toFixed(2));
  });

  test('a bet on the event board goes in the event style: detail type 999, at most 5,001 won', async ({ page }) => {
    await openAsMember(page, '/event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('스포츠 (이벤트)');
    await pickHomeWins(page, 1);
    const slip = await openSlip(page);
    // Spec 5's clamp on blur: 6,000 goes down to the max bet, then to a multiple of 10, and the field says why.
    const amount = slip.getByLabel('베팅금액');
    await amount.fill('6000');
    await amount.blur();
    await expect(amount).toHaveValue('5,000');
    await expect(amount).toHaveAccessibleDescription('최대베팅금 5,001이상 베팅하실수 없습니다.');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/sports-prematch/betting'));
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await page.getByRole('dialog', { name: '베팅 확인' }).getByRole('button', { name: '확인' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ gameDetailType: 999, gameStyle: 'event', amounts: 5000 });
    await expect(slip.getByText('베팅이 완료되었습니다.')).toBeVisible();
  });
});

test.describe('the slip amount (issue 12)', () => {
  // demo01: ₩1,287,500; europe level 1: max bet 2,000,000 and max winnings 5,000,000 (settings 200 and 500 × 10,000).
  const emoney = 1_287_500;

  test('최대 fills the largest stake within the balance, the max bet and the max winnings, and the bet reaches the confirm', async ({ page }) => {
    await openAsMember(page, '/europe');
    // Three picks of 2.00 or more (total odds over 8): the max winnings bind before the balance, whatever the board's order.
    const prices = await pickHomeWins(page, 3, { minPrice: 2 });
    const slip = await openSlip(page);
    const totalOdds = floorOdds(prices.reduce((product, price) => product * price, 1.03));
    // The largest multiple of 10 whose floor(stake × odds) stays within the max winnings, in hundredths.
    const forWinnings = Math.floor((5_000_000 * 100 + 99) / Math.round(totalOdds * 100));
    const expected = Math.floor(Math.min(emoney, 2_000_000, forWinnings) / 10) * 10;
    expect(expected).toBeLessThan(emoney);
    await slip.getByRole('button', { name: '최대' }).click();
    await expect(slip.getByLabel('베팅금액')).toHaveValue(expected.toLocaleString('en-US'));
    await slip.getByRole('button', { name: '베팅하기' }).click();
    const confirm = page.getByRole('dialog', { name: '베팅 확인' });
    await expect(confirm).toContainText('베팅하시겠습니까?');
    await confirm.getByRole('button', { name: '취소' }).click();
    await expect(slip.getByRole('alert').filter({ hasText: '최대당첨금' })).toHaveCount(0);
  });

  test('a typed amount above the balance is clamped to it, the field says why, and the bet reaches the confirm (issue 32)', async ({ page }) => {
    await openAsMember(page, '/europe');
    await pickHomeWins(page, 1);
    const slip = await openSlip(page);
    // 1,500,000 is within the max bet, and under 3.00 odds within the max winnings: only the balance binds.
    const amount = slip.getByLabel('베팅금액');
    await amount.fill('1500000');
    await amount.blur();
    await expect(amount).toHaveValue('1,287,500');
    await expect(amount).toHaveAccessibleDescription('보유머니 1,287,500원을 초과하여 베팅하실수 없습니다.');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    await expect(page.getByRole('dialog', { name: '베팅 확인' })).toContainText('베팅하시겠습니까?');
  });
});
