import { CompanyProfilePage } from '../../address-book/components/company-profile-page'

/** /supplier/{code} */
export function SupplierProfilePage() {
  return <CompanyProfilePage kind="supplier" />
}
