import { access, cached } from './access';
import type { EnquiryDeps } from './core';
import { byReference, resultsLink, sendResultsLink } from './results-link';
import { resendOtp, submit } from './submit';

type InputOf<F> = F extends (deps: never, input: infer I) => unknown ? I : never;

/**
 * The enquiries module's public face: each use case is `fn(deps, input)` in its file (submitting a journey's forms
 * in submit.ts, reading and opening a saved enquiry in access.ts, its reference and results link in
 * results-link.ts; shared pieces in core.ts), bound here to the module's dependencies.
 */
export function enquiryService(deps: EnquiryDeps) {
  return {
    submit: (input: InputOf<typeof submit>) => submit(deps, input),
    resendOtp: (input: InputOf<typeof resendOtp>) => resendOtp(deps, input),
    cached: (input: InputOf<typeof cached>) => cached(deps, input),
    access: (input: InputOf<typeof access>) => access(deps, input),
    resultsLink: (input: InputOf<typeof resultsLink>) => resultsLink(deps, input),
    sendResultsLink: (input: InputOf<typeof sendResultsLink>) => sendResultsLink(deps, input),
    byReference: (input: InputOf<typeof byReference>) => byReference(deps, input),
  };
}

export type EnquiryService = ReturnType<typeof enquiryService>;
