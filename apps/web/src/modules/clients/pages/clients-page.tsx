import { CompanyListPage } from '../../address-book/components/company-list-page'
import { ImportButton } from '../../imports/components/import-modal'

/** /clients */
export function ClientsPage() {
  return <CompanyListPage kind="client" actions={<ImportButton entity="clients" />} />
}
