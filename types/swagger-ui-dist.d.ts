// swagger-ui-dist ships no types; the server only asks it where its files are.
declare module 'swagger-ui-dist/absolute-path.js' {
  /** The package's folder on disk. */
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
