// Shows which game the demo window stands in for (a file, not an inline <script>: the site's CSP forbids those).
const query = new URLSearchParams(location.search);
document.getElementById('game').textContent =
  `${query.get('provider') ?? ''} · ${query.get('game') ?? ''} · ${query.get('platform') ?? 'PC'}`;
