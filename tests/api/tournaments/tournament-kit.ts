export * from '../../support/tournament-kit.js';
