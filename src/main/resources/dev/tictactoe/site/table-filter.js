(function () {
  var ids = ['filter-m', 'filter-n', 'filter-k', 'filter-value', 'filter-new'];
  function filter() {
    var m = document.getElementById('filter-m').value;
    var n = document.getElementById('filter-n').value;
    var k = document.getElementById('filter-k').value;
    var v = document.getElementById('filter-value').value;
    var fresh = document.getElementById('filter-new').checked;
    var shown = 0;
    document.querySelectorAll('#all-boards tbody tr').forEach(function (row) {
      var d = row.dataset;
      var ok = (!m || d.m === m) && (!n || d.n === n) && (!k || d.k === k)
        && (!v || d.value === v) && (!fresh || d.new === 'true');
      row.style.display = ok ? '' : 'none';
      shown += ok ? 1 : 0;
    });
    document.getElementById('filter-count').textContent = shown + ' boards';
  }
  ids.forEach(function (id) {
    document.getElementById(id).addEventListener('input', filter);
    document.getElementById(id).addEventListener('change', filter);
  });
  filter();
}());
