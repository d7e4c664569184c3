/** The dashboard's public surface for other features (the generator's buy-credits path). */
export { BuyCreditsDialog } from './BuyCreditsDialog';
export { creditKeys } from './creditsApi';
