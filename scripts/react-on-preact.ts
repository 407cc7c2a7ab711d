/**
 * The app is written against React's API (`react`, `react-dom/client`, the JSX runtime) and runs on
 * `preact/compat`: the same components, about 10 kB of runtime instead of 66 kB (decision 012). Both
 * the build and the component tests resolve these imports, so what is tested is what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
]
