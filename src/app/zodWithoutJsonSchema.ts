// Stands in for zod's JSON Schema code in the bundle (webpack.config.mjs swaps it in for the two files zod's classic
// schemas import it from). The server turns the contract into JSON Schema for its API docs; the browser never does,
// yet every schema carries the methods, so about 5 kB of gzip of it reached every signed-in page. What the schemas
// read at run time from those files is real: aggregateChecks (a string's minLength, a number's format …). Calling
// toJSONSchema in the browser throws; a zod upgrade that imports another name fails the build, loudly.
export { aggregateChecks } from 'zod-json-schema-processors'

const unavailable = (): never => {
  throw new Error('zod’s JSON Schema code is left out of this build: see webpack.config.mjs')
}
const unavailableMethod = () => unavailable

export { unavailableMethod as createStandardJSONSchemaMethod, unavailableMethod as createToJSONSchemaMethod }
export {
  unavailable as toJSONSchema,
  unavailable as anyProcessor,
  unavailable as arrayProcessor,
  unavailable as bigintProcessor,
  unavailable as booleanProcessor,
  unavailable as catchProcessor,
  unavailable as customProcessor,
  unavailable as dateProcessor,
  unavailable as defaultProcessor,
  unavailable as enumProcessor,
  unavailable as fileProcessor,
  unavailable as functionProcessor,
  unavailable as intersectionProcessor,
  unavailable as lazyProcessor,
  unavailable as literalProcessor,
  unavailable as mapProcessor,
  unavailable as nanProcessor,
  unavailable as neverProcessor,
  unavailable as nonoptionalProcessor,
  unavailable as nullProcessor,
  unavailable as nullableProcessor,
  unavailable as numberProcessor,
  unavailable as objectProcessor,
  unavailable as optionalProcessor,
  unavailable as pipeProcessor,
  unavailable as prefaultProcessor,
  unavailable as promiseProcessor,
  unavailable as readonlyProcessor,
  unavailable as recordProcessor,
  unavailable as setProcessor,
  unavailable as stringProcessor,
  unavailable as successProcessor,
  unavailable as symbolProcessor,
  unavailable as templateLiteralProcessor,
  unavailable as transformProcessor,
  unavailable as tupleProcessor,
  unavailable as undefinedProcessor,
  unavailable as unionProcessor,
  unavailable as unknownProcessor,
  unavailable as voidProcessor,
}
