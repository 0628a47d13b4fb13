import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import importPlugin from 'eslint-plugin-import'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Portal feature boundaries, as bulletproof-react draws them: a feature imports another feature only through its
 * public `index.ts` (its test fixtures through `testing/`); shared code (components, lib, i18n, config, types)
 * imports no feature; nothing imports the app shell.
 */
const portal = './portal/src'
const features = readdirSync(join(import.meta.dirname, 'portal/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${portal}/features/${feature}`,
      from: `${portal}/features/${other}`,
      except: ['./index.ts', './testing'],
      message: `Import the ${other} feature through its public index.ts.`,
    }))
)
const sharedZone = {
  target: [`${portal}/components`, `${portal}/lib`, `${portal}/i18n`, `${portal}/config`, `${portal}/types`],
  from: `${portal}/features`,
  message: 'Shared code does not depend on a feature.',
}
// Tests may render the whole app (its router) around the screen they test.
const appZone = {
  target: [
    `${portal}/features`,
    `${portal}/components`,
    `${portal}/lib`,
    `${portal}/i18n`,
    `${portal}/config`,
  ],
  from: `${portal}/app`,
  message: 'Only the app shell composes features; nothing imports it.',
}
const portalTests = ['portal/src/**/*.test.{ts,tsx}', 'portal/src/**/testing/**']
/**
 * The same boundaries for imports through the `@/` alias (src/), which the zones above cannot follow (their resolver
 * does not know the alias): by the import's name.
 */
const otherFeatureInsides = {
  regex: '^@/features/[\\w-]+/(?!testing(/|$))',
  message: 'Import another feature through its public index.ts (@/features/<name>).',
}
const anyFeature = { regex: '^@/features(/|$)', message: sharedZone.message }
const theAppShell = { regex: '^@/app(/|$)', message: appZone.message }
const aliasBoundaries = (...patterns) => ['error', { patterns }]

/**
 * A status changes only through its transition module, which checks the table, writes and audits (STYLE.md, "State
 * machines"): a request's (`transition`), a payment's (`transitionPayment`) and a company's VAT status
 * (`applyVatEvent`). Anywhere else in the api, assigning one, or passing one to a model or query write, is refused;
 * a new row may be created with its `INITIAL_*` status.
 */
const STATUS_FIELDS = '/^(status|vatStatus|vat_status)$/'
const STATUS_KEY = `Property:matches([key.name=${STATUS_FIELDS}], [key.value=${STATUS_FIELDS}]):not([value.name=/^INITIAL_/])`
const ROW_WRITE =
  'CallExpression[callee.property.name=/^(merge|fill|create|createMany|update|updateOrCreate|firstOrCreate)$/]'
const transitionOnly = (selector) => ({
  selector,
  message:
    'Change a status through its transition module (request_transitions, payment_transitions, vat_status_transitions, declaration_transitions); a new row takes its INITIAL_* status.',
})
const statusWrites = [
  'error',
  transitionOnly(`AssignmentExpression > MemberExpression.left[property.name=${STATUS_FIELDS}]`),
  // The values written: the object passed, each object of a list passed, or each one a `map` of the list returns.
  transitionOnly(`${ROW_WRITE} > ObjectExpression > ${STATUS_KEY}`),
  transitionOnly(`${ROW_WRITE} > ArrayExpression > ObjectExpression > ${STATUS_KEY}`),
  transitionOnly(
    `${ROW_WRITE} > CallExpression[callee.property.name='map'] > ArrowFunctionExpression > ObjectExpression > ${STATUS_KEY}`
  ),
  transitionOnly(
    `${ROW_WRITE} > CallExpression[callee.property.name='map'] > ArrowFunctionExpression ReturnStatement > ObjectExpression > ${STATUS_KEY}`
  ),
]
const statusTransitionModules = [
  'api/app/services/requests/request_transitions.ts',
  'api/app/services/payments/payment_transitions.ts',
  'api/app/services/companies/vat_status_transitions.ts',
  'api/app/services/declarations/declaration_transitions.ts',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/ace.js',
      'api/public/**',
      'api/tmp/**',
      'api/resources/spa/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      // AdonisJS types its services by declaration merging: `interface X extends InferY<typeof config> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['api/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['portal/src/**/*.{ts,tsx}', 'admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['portal/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...featureZones, sharedZone, appZone] }] },
  },
  {
    files: portalTests,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...featureZones, sharedZone] }] },
  },
  {
    files: ['portal/src/features/**/*.{ts,tsx}'],
    ignores: portalTests,
    rules: { 'no-restricted-imports': aliasBoundaries(otherFeatureInsides, theAppShell) },
  },
  {
    files: ['portal/src/features/**/*.test.{ts,tsx}', 'portal/src/features/**/testing/**'],
    rules: { 'no-restricted-imports': aliasBoundaries(otherFeatureInsides) },
  },
  {
    files: ['portal/src/{components,lib,i18n,config,types}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': aliasBoundaries(anyFeature, theAppShell) },
  },
  {
    files: ['api/bin/**/*.ts', 'api/commands/**/*.ts', 'scripts/**/*.{js,mjs}', 'api/database/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    ignores: [
      ...statusTransitionModules,
      // Demo data and test fixtures write rows as they stand at a moment of their life (a validated request, a
      // company with a proven number): they set up history, they change no live record.
      'api/database/demo/**',
      'api/tests/**',
    ],
    rules: { 'no-restricted-syntax': statusWrites },
  }
)
