import { CompanyListPage } from '../../address-book/components/company-list-page'
import { ImportButton } from '../../imports/components/import-modal'

/** /suppliers */
export function SuppliersPage() {
  return <CompanyListPage kind="supplier" actions={<ImportButton entity="suppliers" />} />
}
