import { useParams, useSearchParams } from 'react-router'
import { WebFormStandalone } from './web-form-screen'
import { registerWebFormTexts } from './web-form-texts'

// In the app's router both languages' texts travel with this chunk, as before; the web form's own entry
// loads one language at a time instead (web-form-locale-texts.ts, decisions/0034).
registerWebFormTexts()

/** The web form inside the app's router (the staff entry, tests): the path's slug and code as props. */
export function WebFormPage() {
  const params = useParams()
  const [search] = useSearchParams()
  return <WebFormStandalone slug={params.slug ?? ''} pcode={params.pcode} search={search} />
}
