export { MoneyText, moneySignPositions, moneyTones } from './MoneyText';
export type { MoneyTextProps } from './MoneyText';
