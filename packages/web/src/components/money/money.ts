/** The money conversions live in the contract (the server writes amounts into messages too). */
export { fenToYuan, formatMoney, yuanToFen } from '@jb/contract/money';
