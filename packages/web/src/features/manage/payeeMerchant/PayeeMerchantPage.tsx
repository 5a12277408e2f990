import { merchants } from '@jb/contract/api/merchants';
import { merchantBody } from '@jb/contract/schemas/merchants';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** /manage/payeeMerchant: the accounts a press receives authors' payments into. */
export default function PayeeMerchantPage() {
  return <ResourcePage resource={merchants} schema={merchantBody} />;
}
