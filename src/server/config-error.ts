/** A setting that stops the start: its message names the variable and what is wrong with it. */
export class ConfigError extends Error {}
