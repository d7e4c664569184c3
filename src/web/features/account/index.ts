/** Account's public surface for other features (the dashboard's privacy tab). */
export { DataRightsPanel } from './DataRightsPanel';
