export * from './catalog'
export * from './content'
export * from './accounts'
export * from './orders'
