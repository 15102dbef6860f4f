import { useDefinitionConfigs } from '../components/definition-configs'
import { DefinitionTable } from '../components/definition-table'

/** /admin/payment-methods: the generic table view over /definition/payment-methods. */
export function PaymentMethodsPage() {
  const configs = useDefinitionConfigs()
  return <DefinitionTable config={configs['payment-methods']} />
}
