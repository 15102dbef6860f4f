import type { RouteObject } from 'react-router'
import { unbuiltRoute } from '../../app/router/unbuilt-route'

export const onboardingRoutes: RouteObject[] = [unbuiltRoute('onboarding', 'standalone', 'Welcome')]
