import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../shared/routing/unbuilt-route'

export const onboardingRoutes: RouteObject[] = [unbuiltRoute('onboarding', 'standalone', 'Welcome')]
