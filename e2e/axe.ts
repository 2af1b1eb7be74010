import AxeBuilderBase from '@axe-core/playwright';

/**
 * axe as the e2e files run it (decision 0096): the same rules, the same violations, in a third of the time on a
 * large page.
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, but builds the selector, ancestry and
 *   HTML of only one node per passed, incomplete or inapplicable rule (the tests read violations only; the block
 *   gallery has over 7,000 passing nodes).
 * - Legacy mode (`axe.run` in the page) instead of `axe.runPartial` in every frame and `axe.finishRun` in a new
 *   blank page fed the serialised partial results. The one difference is cross-origin frames, whose results legacy
 *   mode leaves out: the site's only ones are video embeds (YouTube and Vimeo, unreachable from the closed test
 *   network), whose <iframe> elements axe still checks in the page itself.
 * Options a test sets are merged over these.
 */
type RunOptions = Parameters<AxeBuilderBase['options']>[0];

export class AxeBuilder extends AxeBuilderBase {
  constructor(opts: ConstructorParameters<typeof AxeBuilderBase>[0]) {
    super(opts);
    super.options({ resultTypes: ['violations'] });
    this.setLegacyMode(true);
  }

  override options(options: RunOptions): this {
    return super.options({ resultTypes: ['violations'], ...options });
  }
}
