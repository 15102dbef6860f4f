import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const bizdevRoutes: RouteObject[] = [
  unbuiltRoute('bizdev', 'normal', 'Bizdev'),
  unbuiltRoute('bizdev/:code', 'normal', 'BizdevDetail'),
  unbuiltRoute('bizdev/:code/brain-storming/:template_id', 'standalone', 'BrainStorming'),
]
