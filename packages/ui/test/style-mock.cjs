// css imports resolve to nothing under jest; webpack's css-loader handles them in the build
module.exports = {}
