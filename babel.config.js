// Babel only strips types and JSX for the bundle; `npm run type-check` runs tsc.
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: 'defaults', bugfixes: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
}
