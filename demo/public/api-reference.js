// The service's OpenAPI document, rendered by Scalar's API reference: read from the sandbox the console runs on
// (`GET {base_url}/openapi.json`), with no web fonts or calls to any other host.
fetch('/api/config')
  .then((res) => res.json())
  .then((config) => {
    globalThis.Scalar.createApiReference('#api-reference', {
      url: `${config.base_url}/openapi.json`,
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      // System fonts: the bundle's own web fonts would come from Scalar's host, which the page's policy refuses.
      customCss:
        ':root, .scalar-app { --scalar-font: system-ui, sans-serif; --scalar-font-code: ui-monospace, monospace; }',
    });
  });
