import { CompanyProfilePage } from '../../address-book/components/company-profile-page'

/** /client/{code} */
export function ClientProfilePage() {
  return <CompanyProfilePage kind="client" />
}
