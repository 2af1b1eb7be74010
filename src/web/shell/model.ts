/** The shell's model is a contract between the server and the renderer: it lives in shared (decision 0009). */
export type { Crumb, ShellModel } from '../../shared/contracts/render';
