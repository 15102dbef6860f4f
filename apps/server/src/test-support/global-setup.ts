import type { TestProject } from 'vitest/node'
import { createTemplate, dropTemplate, type TemplateInfo } from './template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateInfo
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined
  const template = await createTemplate(databaseUrl)
  project.provide('databaseTemplate', template)
  return async () => {
    await dropTemplate(databaseUrl, template)
  }
}
