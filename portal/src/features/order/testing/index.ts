/** Fixtures and a fake server for the tests of the features that use the order form. */
export * from './fixtures'
export * from './server'
