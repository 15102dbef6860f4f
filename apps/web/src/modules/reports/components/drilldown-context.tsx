import { createContext, type ReactNode, useContext } from 'react'
import type { DrilldownTarget } from '../reports.api'

type OpenDrilldown = (target: DrilldownTarget) => void

const DrilldownContext = createContext<OpenDrilldown>(() => undefined)

/** The reports page opens its drill-down drawer for any number a report's table or cards show. */
export function DrilldownProvider({ open, children }: { open: OpenDrilldown; children: ReactNode }) {
  return <DrilldownContext.Provider value={open}>{children}</DrilldownContext.Provider>
}

export const useOpenDrilldown = (): OpenDrilldown => useContext(DrilldownContext)
