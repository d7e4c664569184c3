/** Billing's public surface for other features (the dashboard's subscription and credits tabs). */
export { billingKeys, cancelSubscription, useSubscription } from './api';
export { errorMessage, formatDay } from './format';
export { CancelSurveyDialog } from './CancelSurveyDialog';
export { RequireSignIn } from './RequireSignIn';
export { PortalButton, ResumeButton } from './SubscriptionButtons';
export { SubscriptionDetails } from './SubscriptionDetails';
export { useCheckoutRedirect } from './useCheckoutRedirect';
export { usePlanCatalogue } from './usePlanCatalogue';
