// The settings of a shop run on one's own machine (`npm run shop`, `npm run dev`): links between
// storefronts on <code>.localhost, and for the shop the built-in test payments, the development
// captcha and a few retail cards. Set here, not in package.json: in sh, `${VAR:-http://{code}…}`
// ends at the first `}` and gave every storefront link a broken origin.
export function localDefaults(env, { shop }) {
  const port = env.PORT || '3000'
  const defaults = { STOREFRONT_URL_TEMPLATE: `http://{code}.localhost:${port}` }
  if (shop) Object.assign(defaults, { ALLOW_DEVELOPMENT_CAPTCHA: '1', ALLOW_TEST_PAYMENTS: '1', SEED_RETAIL_CARDS: '20' })
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => !env[name]))
}
