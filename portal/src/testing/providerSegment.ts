// The unit tests' page, as the api serves it with its default configuration (api/.env.example).
const meta = document.createElement('meta')
meta.name = 'provider-segment'
meta.content = 'eurofiscalis'
document.head.appendChild(meta)
