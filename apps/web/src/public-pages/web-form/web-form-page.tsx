import { useParams, useSearchParams } from 'react-router'
import { WebFormStandalone } from './web-form-screen'

/** The web form inside the app's router (the staff entry, tests): the path's slug and code as props. */
export function WebFormPage() {
  const params = useParams()
  const [search] = useSearchParams()
  return <WebFormStandalone slug={params.slug ?? ''} pcode={params.pcode} search={search} />
}
