// The service's OpenAPI document, rendered by Scalar's API reference: read from the sandbox the console runs on
// (`GET {base_url}/openapi.json`), with no web fonts or calls to any other host. The container is not
// `#api-reference`: the standalone bundle mounts an empty reference of its own on an element with that id.
fetch('/api/config')
  .then((res) => res.json())
  .then((config) => {
    globalThis.Scalar.createApiReference('#reference', {
      url: `${config.base_url}/openapi.json`,
      withDefaultFonts: false,
      hideClientButton: true,
      showDeveloperTools: 'never',
      telemetry: false,
      // Offline: no AI agent and no MCP generator (both call Scalar's services).
      agent: { disabled: true },
      mcp: { disabled: true },
      // System fonts: the bundle's own web fonts would come from Scalar's host, which the page's policy refuses.
      customCss:
        ':root, .scalar-app { --scalar-font: system-ui, sans-serif; --scalar-font-code: ui-monospace, monospace; }',
    });
  });
