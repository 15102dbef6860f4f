export const home = {
  greeting: 'Merhaba {{name}}',
  subtitle: 'Bugün seni neler bekliyor?',
  today: 'Bugün {{date}}',
  shortcuts: 'Kısayollar',
}
