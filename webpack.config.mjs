// @ts-check
// Plain JavaScript (types from JSDoc), so webpack loads it without a TypeScript loader.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import webpack from 'webpack'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { gzipAsync } from '@gfx/zopfli'
import CompressionPlugin from 'compression-webpack-plugin'
import CopyPlugin from 'copy-webpack-plugin'

const { NormalModuleReplacementPlugin } = webpack
const __dirname = path.dirname(fileURLToPath(import.meta.url))

const muiWithoutCssVars = path.resolve(__dirname, 'src/app/muiWithoutCssVars.ts')
const muiSelectMenu = path.resolve(__dirname, 'src/app/muiSelectMenu.ts')

/**
 * Replaces a library's module with the house's stand-in where `context` imports `request`, and fails the build when
 * it replaced nothing: after an upgrade that renames or moves the module, the build stops with this message instead
 * of quietly shipping the library's code again.
 * @param {string} what
 * @param {RegExp} request
 * @param {RegExp} context
 * @param {string} replacement
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function replaceOrFail(what, request, context, replacement) {
  let replaced = false
  return [
    new NormalModuleReplacementPlugin(request, (resource) => {
      if (!context.test(resource.context)) return
      resource.request = replacement
      replaced = true
    }),
    {
      apply: (compiler) =>
        compiler.hooks.afterCompile.tap('replaceOrFail', (compilation) => {
          // Child compilations (the HTML template's) compile no library code.
          if (!replaced && !compilation.compiler.isChild())
            compilation.errors.push(
              new webpack.WebpackError(
                `${what} was not replaced (webpack.config.mjs): the library moved it; update the rule`,
              ),
            )
        }),
    },
  ]
}

/**
 * The SPA bundle. Routes are lazy chunks; the server sends the .gz files written here (precompressed).
 * @param {unknown} _env
 * @param {{ mode?: import('webpack').Configuration['mode'] }} argv
 * @returns {import('webpack').Configuration}
 */
export default function config(_env, argv) {
  const production = argv.mode !== 'development'
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    // Browsers that run the app run ES2020 (node_modules ship it untranspiled already): webpack's own runtime code and
    // the minifier may then write arrow functions, const and ?. instead of their longer ES5 forms.
    target: ['web', 'es2020'],
    output: {
      // BUILD_DIR lets parallel checkouts build side by side; the server reads the same folder as STATIC_DIR.
      path: path.resolve(__dirname, process.env.BUILD_DIR || 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        '@contract': path.resolve(__dirname, 'contract'),
        // Toasts load with the first toast (src/app/lazyToasts.tsx); the shim itself imports the library's file.
        notistack$: path.resolve(__dirname, 'src/app/lazyToasts.tsx'),
        // React 19 has useSyncExternalStore: the shims @xstate/react imports (for React 17 and older) are the plain
        // modules react-redux already loads.
        'use-sync-external-store/shim/with-selector$': path.resolve(
          __dirname,
          'node_modules/use-sync-external-store/with-selector.js',
        ),
        'use-sync-external-store/shim$': path.resolve(__dirname, 'node_modules/use-sync-external-store/index.js'),
        // react-router 7 resolves to its development build (warnings and checks included) unless told otherwise.
        ...(production
          ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        // The contract's modules only declare (their top-level constants are marked pure: babel.config.js), so an
        // import whose names are all unused can be left out, and with it zod. The constants the SPA needs before any
        // schema are in a module of their own without zod (contract/constants.ts).
        { test: /[\\/]contract[\\/][^\\/]+\.ts$/, sideEffects: false },
        // @emotion/react imports it bare (for withTheme, which the app does not use); it only declares functions.
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
      ],
    },
    // No eval-based source maps: the server's Content-Security-Policy (script-src 'self') forbids eval.
    devtool: production ? false : 'cheap-module-source-map',
    performance: { hints: false },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // zod in one chunk of its own rather than a copy in every chunk that validates something.
          zod: {
            name: 'zod',
            chunks: 'async',
            test: /[\\/]node_modules[\\/]zod[\\/]/,
            minSize: 0,
            priority: 20,
          },
          // The contract's shared shapes, imported by nearly every contract module: one small chunk, not a copy in
          // each chunk that validates something (/dashboard/swimmers loaded three).
          contractCommon: {
            name: 'contract-common',
            chunks: 'async',
            test: /[\\/]contract[\\/]common\.ts$/,
            minSize: 0,
            priority: 20,
          },
        },
      },
    },
    plugins: [
      // MUI's CSS-variables theme code is never called with the house theme; see src/app/muiWithoutCssVars.ts.
      ...replaceOrFail(
        'MUI’s CSS-variables theme',
        /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
        /[\\/]@mui[\\/]material[\\/]styles$/,
        muiWithoutCssVars,
      ),
      // A select's option list (MUI's Menu and all it brings) downloads when a select first opens: src/app/muiSelectMenu.ts.
      ...replaceOrFail(
        'MUI Select’s Menu',
        /^\.\.\/Menu\/Menu\.mjs$/,
        /[\\/]@mui[\\/]material[\\/]Select$/,
        muiSelectMenu,
      ),
      new HtmlWebpackPlugin({ template: 'public/index.html' }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production
        ? [
            // Zopfli writes ordinary gzip that any browser reads, about 3 % smaller than zlib's best, at build time.
            new CompressionPlugin({
              test: /\.(js|css|html|svg|json|txt)$/,
              threshold: 1024,
              algorithm: (input, _options, done) => {
                gzipAsync(input, { numiterations: 15 }).then(
                  (output) => done(null, Buffer.from(output)),
                  (error) => done(error, Buffer.alloc(0)),
                )
              },
            }),
          ]
        : []),
    ],
  }
}
