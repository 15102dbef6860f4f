/** The English files must have exactly the keys of the Turkish ones, each a string. */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> }
