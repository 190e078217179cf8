/** The shared package: schemas and catalogues used by both the Worker and the browser. */
export * from './primitives';
export * from './claim-record';
export * from './panels';
export * from './availability';
export * from './capabilities';
export * from './wire';
export * from './money-format';
export * from './plural';
export * from './humanise';
export * from './claim-facts';
export * from './uk-today';
export * from './fold-accents';
export * from './calendar-days';
export * from './date-words';
export * from './citations';
export * from './issues';
export * from './safe-text';
