import { DataRightsPanel } from '../account';

/** Export and deletion of the account's data; the accounts feature owns the panel. */
export function PrivacyTab() {
  return <DataRightsPanel />;
}
