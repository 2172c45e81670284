declare module 'notistack/notistack.esm.js' {
  export * from 'notistack'
}
