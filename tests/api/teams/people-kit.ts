export * from '../../support/people-kit.js';
