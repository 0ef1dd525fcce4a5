import Link from 'next/link';

// Paths outside any locale (the proxy adds one to almost everything, so this is rare).
export default function GlobalNotFound() {
  return (
    <html lang="vi">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', paddingTop: '20vh' }}>
        <h1>404</h1>
        <Link href="/vi">PawDesk</Link>
      </body>
    </html>
  );
}
