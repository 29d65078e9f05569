/** The CSS gradient generator's logic: the model and its edits, CSS text → model, model → CSS. */
export * from './format';
export * from '../words';
export * from './model';
export * from './parse';
